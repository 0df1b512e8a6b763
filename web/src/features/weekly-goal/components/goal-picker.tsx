import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from '@app/domain';
import { useId } from 'react';
import { weeklyGoalCardMessages as t } from '../messages';

const OPTIONS = Array.from(
  { length: WEEKLY_GOAL_MAX - WEEKLY_GOAL_MIN + 1 },
  (_, i) => WEEKLY_GOAL_MIN + i,
);

/** 'Aulas por semana': 1 to 5; none pressed until the member picks (the suggestion is shown). */
export function GoalPicker({
  value,
  disabled,
  onPick,
}: {
  value: number | null;
  disabled: boolean;
  onPick: (goal: number) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t.pickerLabel}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        disabled={disabled}
        aria-labelledby={labelId}
        onChange={(_, picked: number | null) => {
          if (picked !== null && picked !== value) onPick(picked);
        }}
      >
        {OPTIONS.map((n) => (
          <ToggleButton key={n} value={n} aria-label={t.pickerOption(n)} sx={{ minWidth: 44 }}>
            {n}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
