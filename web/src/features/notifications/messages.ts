// The words of the notification bell and its panel.
export const notificationMessages = {
  bell: 'Notificações',
  title: 'Notificações',
  markAllRead: 'Marcar todas como lidas',
  empty: 'Nenhuma notificação por enquanto.',
  loadError: 'Não foi possível carregar as notificações.',
  unread: 'Não lida',
  unreadCount: (count: number) =>
    count === 0 ? 'Notificações' : `Notificações (${count} não ${count === 1 ? 'lida' : 'lidas'})`,
} as const;
