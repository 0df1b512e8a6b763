/** Shared by the menu links and extra actions (the admin's 'Criar Usuário'), so they line up. */
export function sidebarItemSx(collapsed: boolean) {
  return {
    borderRadius: 1,
    mx: 0.5,
    my: 0.25,
    minHeight: 36,
    px: collapsed ? 0 : 1.5,
    justifyContent: collapsed ? 'center' : 'flex-start',
  } as const;
}
