import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { commerce } from '@/config/commerce';
import { plansMessages as t } from '../messages';

type Props = {
  onChoose: () => void;
  /** Starts downloading the lead popup before the click, so it opens at once. */
  onIntent?: () => void;
};

/** 'Plano Fundador': 12x R$ 29,00, annual auto-renewal, fixed price, founder tag. */
export function PlanCard({ onChoose, onIntent }: Props) {
  return (
    <Card
      sx={{
        position: 'relative',
        maxWidth: 480,
        mx: 'auto',
        border: 2,
        borderColor: 'primary.main',
        boxShadow: '0 24px 64px rgba(229, 9, 20, 0.25)',
        overflow: 'visible',
      }}
    >
      <Chip
        label={t.plan.tag}
        color="secondary"
        sx={{
          position: 'absolute',
          top: -16,
          left: '50%',
          transform: 'translateX(-50%)',
          fontWeight: 700,
        }}
      />
      <CardContent sx={{ p: { xs: 3, sm: 4 }, pt: { xs: 4, sm: 5 } }}>
        <Typography component="h3" variant="h5" sx={{ fontWeight: 800, textAlign: 'center' }}>
          {t.plan.name}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'center', alignItems: 'baseline', my: 2, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="span" color="text.secondary">
            {t.plan.installments}
          </Typography>
          <Typography
            component="span"
            sx={{ fontWeight: 800, fontSize: { xs: '2.5rem', sm: '3rem' }, lineHeight: 1 }}
          >
            {t.plan.price}
          </Typography>
          <Typography component="span" color="text.secondary">
            {t.plan.perMonth}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
          {t.plan.renewal}
        </Typography>
        <List dense disablePadding sx={{ mb: 3 }}>
          {t.plan.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 34, mt: 0.5, color: 'success.main' }}>
                <CheckCircleIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        {/* A link to the checkout: without JavaScript it goes straight there. With it, the lead
            popup opens first (the page's lead script, or onChoose inside the app). */}
        <Button
          fullWidth
          variant="contained"
          size="large"
          href={commerce.checkoutUrls.fundador}
          data-opens-lead=""
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            onChoose();
          }}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          sx={{ py: 1.75, fontSize: '1.05rem' }}
        >
          {t.plan.choose}
        </Button>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            mt: 2,
            color: 'text.secondary',
          }}
        >
          <LockIcon fontSize="inherit" />
          <Typography variant="body2">{t.plan.securePayment}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
