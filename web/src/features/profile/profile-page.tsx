import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ProfileFormValues } from '@app/domain';
import { useCallback, useRef, useState } from 'react';
import { PageLoader } from '@/components/feedback/page-loader';
import { useSession, type CurrentUser } from '@/lib/session';
import { useThemes } from './api/themes';
import { AvatarPicker } from './components/avatar-picker';
import { CancelSubscriptionCard } from './components/cancel-subscription-card';
import { GiftDialog } from './components/gift-dialog';
import { ProfileForm } from './components/profile-form';
import { useGiftCompletion } from './hooks/use-gift-completion';
import { useSaveProfile } from './hooks/use-save-profile';
import { profileFormMessages, profilePageMessages as m } from './messages';

/** /dashboard/perfil: the profile, or "complete your registration" for temporary users. */
export default function ProfilePage() {
  const session = useSession();
  if (session.status !== 'ready') return <PageLoader />;
  // Keyed by uid: another account never starts from the previous one's form values.
  return <ProfileScreen key={session.user.id} user={session.user} isAdmin={session.isAdmin} />;
}

function formValuesOf(user: CurrentUser): ProfileFormValues {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    profession: user.profession ?? '',
    interests: user.interests,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

function ProfileScreen({ user, isAdmin }: { user: CurrentUser; isAdmin: boolean }) {
  const { themes, loading: themesLoading } = useThemes();
  const saveProfile = useSaveProfile();
  const gift = useGiftCompletion();
  const { completeAsPartner } = gift;
  const [giftOpen, setGiftOpen] = useState(false);
  // The values just saved prefill the checkout, even before the live profile catches up.
  const savedValues = useRef<ProfileFormValues | null>(null);

  // Decision: "temporary" means a temporary user who has not completed registration. A partner
  // whose gift is running is still isTemporary, but has nothing left to complete.
  const completingRegistration = user.isTemporary && !user.registrationComplete;
  // Only the first values: live profile updates must not overwrite what the user is typing.
  const [defaultValues] = useState(() => formValuesOf(user));

  const onSubmit = useCallback(
    async (values: ProfileFormValues) => {
      const saved = await saveProfile(values);
      if (!saved || !completingRegistration) return saved;
      savedValues.current = values;
      if (user.isPartner) await completeAsPartner(values.name.trim());
      else setGiftOpen(true);
      return saved;
    },
    [saveProfile, completingRegistration, user.isPartner, completeAsPartner],
  );

  const acceptGift = () => {
    const values = savedValues.current ?? formValuesOf(user);
    void gift
      .acceptGift({ name: values.name, email: user.email, phone: values.phone })
      .then((accepted) => accepted && setGiftOpen(false));
  };

  const header = completingRegistration
    ? { title: m.temporaryTitle, subtitle: m.temporarySubtitle }
    : { title: m.title, subtitle: m.subtitle };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {header.title}
        </Typography>
        <Typography color="text.secondary">{header.subtitle}</Typography>
      </Stack>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={3}>
              <AvatarPicker name={user.name} avatarUrl={user.avatarUrl} />
              <ProfileForm
                defaultValues={defaultValues}
                themes={themes}
                themesLoading={themesLoading}
                submitLabel={
                  completingRegistration ? profileFormMessages.claimGift : profileFormMessages.save
                }
                onSubmit={onSubmit}
              />
            </Stack>
          </CardContent>
        </Card>
        {isAdmin ? null : <CancelSubscriptionCard />}
      </Stack>
      <GiftDialog open={giftOpen} busy={gift.busy} onAccept={acceptGift} />
    </Box>
  );
}
