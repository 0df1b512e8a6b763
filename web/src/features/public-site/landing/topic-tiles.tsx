import BusinessIcon from '@mui/icons-material/Business';
import CalculateIcon from '@mui/icons-material/Calculate';
import CampaignIcon from '@mui/icons-material/Campaign';
import GroupsIcon from '@mui/icons-material/Groups';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SavingsIcon from '@mui/icons-material/Savings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Paper, Typography } from '@mui/material';
import { TOPICS, type Topic } from '@app/domain';
import type { ReactElement } from 'react';

const topicIcons: Record<Topic['id'], ReactElement> = {
  financas: <SavingsIcon />,
  negocios: <BusinessIcon />,
  mindset: <PsychologyIcon />,
  marketing: <CampaignIcon />,
  vendas: <StorefrontIcon />,
  'inteligencia-artificial': <SmartToyIcon />,
  contabilidade: <CalculateIcon />,
  lideranca: <GroupsIcon />,
};

/** The platform's eight topics, the same list the content is tagged with. */
export function TopicTiles() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {TOPICS.map((topic) => (
        <Paper
          key={topic.id}
          component="li"
          variant="outlined"
          sx={{
            p: 2.5,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            textAlign: 'center',
            bgcolor: 'rgba(255, 255, 255, 0.03)',
            '&:hover': { borderColor: 'secondary.main' },
          }}
        >
          <Box sx={{ color: 'secondary.main', display: 'flex' }} aria-hidden>
            {topicIcons[topic.id]}
          </Box>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{topic.name}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
