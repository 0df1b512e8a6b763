/** When something happened, `minutes` before now, as Firestore timestamps read (`toDate()`). */
export const minutesAgo = (minutes: number) => {
  const date = new Date(Date.now() - minutes * 60_000);
  return { toDate: () => date };
};

/** A comment's or reply's common stored fields in class semanal-02, for a component test. */
export const postFixture = (
  id: string,
  userName: string,
  userRole: string,
  text: string,
  minutes: number,
) => ({
  id,
  userId: `${id}-user`,
  userName,
  userRole,
  userAvatarUrl: null,
  text,
  classId: 'semanal-02',
  createdAt: minutesAgo(minutes),
});
