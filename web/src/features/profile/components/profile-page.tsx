import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import type { ProfileFormValues } from '@app/domain';
import { useCallback, useRef, useState } from 'react';
import { PageLoader } from '@/components/feedback/page-loader';
import { useSession, type CurrentUser } from '@/lib/session';
import { useThemes } from '../hooks/use-themes';
import { AvatarPicker } from './avatar-picker';
import { CancelSubscriptionCard } from './cancel-subscription-card';
import { EmailPreferencesCard } from './email-preferences-card';
import { PrivacyCard } from './privacy-card';
import { GiftDialog } from './gift-dialog';
import { ProfileForm } from './profile-form';
import { giftCheckoutUrl, useGiftCompletion } from '../hooks/use-gift-completion';
import { useSaveProfile } from '../hooks/use-save-profile';
import { giftDialogMessages, profileFormMessages, profilePageMessages as m } from '../messages';

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
  const [giftError, setGiftError] = useState<string | null>(null);
  // Once accepted, the dialog is not offered again (saves only save). The function records the
  // acceptance on the profile (giftAcceptedAt); acceptedHere covers the moment before the live
  // profile brings it back.
  const [acceptedHere, setAcceptedHere] = useState(false);
  const giftAccepted = user.giftAccepted || acceptedHere;
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
      else if (!giftAccepted) {
        setGiftError(null);
        setGiftOpen(true);
      }
      return saved;
    },
    [saveProfile, completingRegistration, user.isPartner, completeAsPartner, giftAccepted],
  );

  const acceptGift = () => {
    if (gift.busy) return;
    const values = savedValues.current ?? formValuesOf(user);
    setGiftError(null);
    void gift
      .acceptGift({ name: values.name, email: user.email, phone: values.phone })
      .then((result) => {
        if (!result.ok) {
          setGiftError(result.message);
          return;
        }
        setAcceptedHere(true);
        setGiftOpen(false);
      });
  };
  // Accepted but not bought yet: still held here, so the checkout stays one click away.
  const giftPending = completingRegistration && !user.isPartner && giftAccepted;

  const header = completingRegistration
    ? { title: m.temporaryTitle, subtitle: m.temporarySubtitle }
    : { title: m.title, subtitle: m.subtitle };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {header.title}
        </Typography>
        <Typography color="text.secondary">{header.subtitle}</Typography>
      </Stack>
      <Stack spacing={3}>
        {giftPending ? (
          <Alert
            severity="success"
            action={
              <Button
                color="inherit"
                size="small"
                href={giftCheckoutUrl({ name: user.name, email: user.email, phone: user.phone })}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {giftDialogMessages.openCheckout}
              </Button>
            }
          >
            <AlertTitle>{giftDialogMessages.acceptedTitle}</AlertTitle>
            {giftDialogMessages.acceptedDescription}
          </Alert>
        ) : null}
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={3}>
              <AvatarPicker name={user.name} avatarUrl={user.avatarUrl} />
              <ProfileForm
                defaultValues={defaultValues}
                themes={themes}
                themesLoading={themesLoading}
                submitLabel={
                  completingRegistration && !giftPending
                    ? profileFormMessages.claimGift
                    : profileFormMessages.save
                }
                onSubmit={onSubmit}
              />
            </Stack>
          </CardContent>
        </Card>
        {completingRegistration ? null : (
          <EmailPreferencesCard uid={user.id} preferences={user.emailPreferences} />
        )}
        {isAdmin ? null : <CancelSubscriptionCard />}
        <PrivacyCard />
      </Stack>
      <GiftDialog
        open={giftOpen}
        busy={gift.busy}
        error={giftError}
        onAccept={acceptGift}
        onClose={() => setGiftOpen(false)}
      />
    </Box>
  );
}
