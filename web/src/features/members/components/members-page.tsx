import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  certificateMessages,
  accessDaysLeft,
  MEMBER_STATUSES,
  memberStatus,
  memberStatusLabel,
  memberStatusLabels,
  type MemberStatus,
} from '@app/domain';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadMoreButton } from '@/components/feedback/load-more-button';
import { ReadView } from '@/components/feedback/read-view';
import { SearchField } from '@/components/form/search-field';
import { useToast } from '@/lib/use-toast';
import { formatShortDate } from '@/lib/dates';
import { downloadFile } from '@/lib/download';
import { useCurrentUser } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { fetchFilteredMembers, membersCsv } from '../api/members-export';
import { liveSurveyRatings } from '../api/partner-surveys';
import type { StatusFilter, MemberRow } from '../api/members-list';
import { useToggleRole } from '../hooks/use-toggle-role';
import { useMembers } from '../hooks/use-members';
import {
  deletedAccountsMessages,
  importedMembersMessages,
  memberImportDialogMessages,
  membersPageMessages as t,
} from '../messages';
import { CertificatesDialog } from './certificates-dialog';
import { DeletedAccounts } from './deleted-accounts';
import { HistoryDialog } from './history-dialog';
import { ImportMembersDialog } from './import-members-dialog';
import { ManageAccessDialog } from './manage-access-dialog';

const STATUS_COLORS: Record<MemberStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  active: 'success',
  expiring: 'warning',
  expired: 'error',
  cancelled: 'default',
  partner: 'info',
  'no-plan': 'default',
};

const statusFromParam = (value: string | null): StatusFilter =>
  value === 'importados'
    ? 'imported'
    : (MEMBER_STATUSES as readonly string[]).includes(value ?? '')
      ? (value as MemberStatus)
      : 'all';

/**
 * /dashboard/usuarios (admin): the member console. Members paged from Firestore with a status
 * filter and a name/e-mail search; plan, status and access date per member; 'Gerenciar acesso',
 * 'Histórico' and the role toggle; the filtered list as CSV.
 */
export default function MembersPage() {
  const me = useCurrentUser();
  const toast = useToast();
  const { toggle, pendingUid } = useToggleRole();
  // Other screens link here filtered: ?situacao={status} and ?busca={nome ou e-mail}.
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<StatusFilter>(() => statusFromParam(params.get('situacao')));
  const [search, setSearch] = useState(() => params.get('busca') ?? '');
  const [pages, setPages] = useState(1);
  const [managing, setManaging] = useState<MemberRow | null>(null);
  const [historyOf, setHistoryOf] = useState<Pick<MemberRow, 'id' | 'name'> | null>(null);
  const [certificatesOf, setCertificatesOf] = useState<MemberRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [now] = useState(() => new Date());
  const state = useMembers(filter, search, pages, now);
  const users = state.status === 'ready' ? state.data.rows : [];
  const partnerIds = users.filter((u) => u.isPartner).map((u) => u.id);
  const ratings = useRead(liveSurveyRatings(partnerIds));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = search.trim() ? users : await fetchFilteredMembers(filter, now);
      downloadFile(t.exportFileName, membersCsv(rows, now), 'text/csv;charset=utf-8');
    } catch (error) {
      console.error(t.loadError, error);
      toast({ title: t.loadError, variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.subtitle}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label={t.searchLabel}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPages(1);
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t.statusLabel}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as StatusFilter);
            setPages(1);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">{t.statusAll}</MenuItem>
          {MEMBER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {memberStatusLabels[status]}
            </MenuItem>
          ))}
          <MenuItem value="imported">{importedMembersMessages.filter}</MenuItem>
        </TextField>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
          {memberImportDialogMessages.open}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exporting || state.status !== 'ready'}
          onClick={() => void exportCsv()}
        >
          {exporting ? t.exporting : t.exportCsv}
        </Button>
      </Stack>
      <TableContainer component={Paper}>
        {/* On a phone the columns have fixed widths (the table scrolls sideways): sized by their
            content, they widened when the rows arrived and every heading moved (layout shifts
            of 0.52, then 0.13, measured by bench:app:lighthouse). Headings stay on one line. */}
        <Table
          aria-label={t.title}
          sx={{ tableLayout: { xs: 'fixed', md: 'auto' }, minWidth: { xs: 900, md: 0 } }}
        >
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell sx={{ width: { xs: 200, md: 'auto' } }}>{t.columnName}</TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t.columnId}</TableCell>
              <TableCell sx={{ width: { xs: 110, md: 'auto' } }}>{t.columnPlan}</TableCell>
              <TableCell sx={{ width: { xs: 150, md: 'auto' } }}>{t.columnStatus}</TableCell>
              <TableCell sx={{ width: { xs: 110, md: 'auto' } }}>{t.columnUntil}</TableCell>
              <TableCell sx={{ width: { xs: 100, md: 'auto' } }}>{t.columnRole}</TableCell>
              <TableCell align="right">{t.columnAction}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ReadView
              read={state}
              loading={<LoadingRows />}
              error={
                <MessageRow>
                  <Typography color="error" role="alert">
                    {t.loadError}
                  </Typography>
                </MessageRow>
              }
              retry={false}
              isEmpty={(page) => page.rows.length === 0}
              empty={
                <MessageRow>
                  <Typography color="text.secondary">{t.empty}</Typography>
                </MessageRow>
              }
            >
              {(page) =>
                page.rows.map((user) => (
                  <MemberRowView
                    key={user.id}
                    user={user}
                    now={now}
                    rating={ratings.status === 'ready' ? ratings.data.get(user.id) : undefined}
                    isMe={user.id === me.id}
                    busy={pendingUid === user.id}
                    onToggle={() => void toggle(user.id, user.role)}
                    onManage={() => setManaging(user)}
                    onHistory={() => setHistoryOf(user)}
                    onCertificates={() => setCertificatesOf(user)}
                  />
                ))
              }
            </ReadView>
          </TableBody>
        </Table>
      </TableContainer>
      <LoadMoreButton page={state} label={t.loadMore} onMore={() => setPages((n) => n + 1)} />
      <DeletedAccounts
        onHistory={(uid) => setHistoryOf({ id: uid, name: deletedAccountsMessages.name })}
      />
      {managing ? <ManageAccessDialog member={managing} onClose={() => setManaging(null)} /> : null}
      {historyOf ? <HistoryDialog member={historyOf} onClose={() => setHistoryOf(null)} /> : null}
      {certificatesOf ? (
        <CertificatesDialog member={certificatesOf} onClose={() => setCertificatesOf(null)} />
      ) : null}
      {importing ? <ImportMembersDialog onClose={() => setImporting(false)} /> : null}
    </Box>
  );
}

type MemberRowViewProps = {
  user: MemberRow;
  now: Date;
  rating: number | undefined;
  isMe: boolean;
  busy: boolean;
  onToggle: () => void;
  onManage: () => void;
  onHistory: () => void;
  onCertificates: () => void;
};

function MemberRowView(props: MemberRowViewProps) {
  const { user, now, isMe, busy } = props;
  const isAdmin = user.role === 'ADMIN';
  const status = memberStatus(user, now);
  return (
    <TableRow data-testid={`user-row-${user.id}`}>
      <TableCell>
        <Typography>
          {user.name}
          {isMe ? ` (${t.youLabel})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t.idLabel(user.id)}</TableCell>
      <TableCell>{user.plan ? (t.planLabels[user.plan] ?? user.plan) : t.noPlan}</TableCell>
      <TableCell>
        <Chip size="small" color={STATUS_COLORS[status]} label={memberStatusLabel(user, now)} />
        {user.isPartner ? (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {t.partnerGift(accessDaysLeft(user.validUntil, now))}
            <br />
            {props.rating ? t.surveyAnswered(props.rating) : t.surveyPending}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{user.validUntil ? formatShortDate(user.validUntil) : t.noEnd}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={isAdmin ? 'primary' : 'default'}
          label={isAdmin ? t.roleAdmin : t.roleStudent}
        />
      </TableCell>
      <TableCell align="right">
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
        >
          <Button size="small" onClick={props.onManage}>
            {t.manage}
          </Button>
          <Button size="small" onClick={props.onHistory}>
            {t.history}
          </Button>
          <Button size="small" onClick={props.onCertificates}>
            {certificateMessages.consoleButton}
          </Button>
          <Button
            size="small"
            variant={isAdmin ? 'outlined' : 'contained'}
            color={isAdmin ? 'inherit' : 'primary'}
            disabled={busy}
            onClick={props.onToggle}
          >
            {isAdmin ? t.removeAdmin : t.makeAdmin}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** A row across the whole table: its error or empty text. */
function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={7}>{children}</TableCell>
    </TableRow>
  );
}

function LoadingRows() {
  return Array.from({ length: 4 }, (_, index) => (
    <TableRow key={index}>
      <TableCell colSpan={7}>
        <Skeleton variant="text" />
      </TableCell>
    </TableRow>
  ));
}
