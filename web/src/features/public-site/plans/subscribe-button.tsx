import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { Button } from '@mui/material';
import { plansMessages as t } from '../messages';
import { PLANS_SECTION_ID, scrollToSection } from './scroll-to-section';

type Props = {
  /** White button, for use on the red call-to-action band. */
  inverted?: boolean;
};

/** One of the repeated 'Assine agora' buttons: it scrolls to the plans section. */
export function SubscribeButton({ inverted = false }: Props) {
  return (
    <Button
      variant="contained"
      size="large"
      endIcon={<ArrowDownwardIcon />}
      href={`#${PLANS_SECTION_ID}`}
      onClick={(event) => {
        // A real anchor (works without JS and on middle-click); with JS, scroll with the offset.
        event.preventDefault();
        scrollToSection(PLANS_SECTION_ID);
      }}
      sx={[
        { px: 4, py: 1.5 },
        inverted && { bgcolor: '#fff', color: '#141414', '&:hover': { bgcolor: '#f1f1f1' } },
      ]}
    >
      {t.subscribe}
    </Button>
  );
}
