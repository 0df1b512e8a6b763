import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import {
  EMAIL_PREFERENCE_KEYS,
  emailPreferenceMessages as m,
  wantsEmail,
  type EmailPreferenceKey,
  type EmailPreferences,
} from '@app/domain';
import { useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { saveEmailPreference } from '../api/profile-updates';
import { ProfileSection } from './profile-section';

/**
 * 'Notificações por e-mail': one switch per reminder kind, all on until turned off, each saved
 * the moment it flips ('Preferências salvas'); a failed save puts the switch back.
 */
export function EmailPreferencesCard({
  uid,
  preferences,
}: {
  uid: string;
  preferences: EmailPreferences;
}) {
  const toast = useToast();
  // What was just flipped here, until the live profile brings it back.
  const [pending, setPending] = useState<EmailPreferences>({});
  const isOn = (key: EmailPreferenceKey) => pending[key] ?? wantsEmail(preferences, key);

  async function flip(key: EmailPreferenceKey, on: boolean) {
    setPending((current) => ({ ...current, [key]: on }));
    try {
      await saveEmailPreference(uid, key, on);
      toast({ title: m.saved, variant: 'success' });
    } catch (error) {
      console.error('Falha ao salvar preferência de e-mail', error);
      setPending((current) => ({ ...current, [key]: !on }));
      toast({ title: m.saveError, variant: 'error' });
    }
  }

  return (
    <ProfileSection title={m.sectionTitle} help={m.sectionHelp}>
      <FormGroup>
        {EMAIL_PREFERENCE_KEYS.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={isOn(key)}
                onChange={(event) => void flip(key, event.target.checked)}
              />
            }
            label={m.labels[key]}
          />
        ))}
      </FormGroup>
    </ProfileSection>
  );
}
