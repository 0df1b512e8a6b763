import {
  lookupImportMembersCallable,
  memberImportMessages as m,
  isEmailAddress,
  normalizeEmail,
  toOptionalDate,
  type ImportLookupMember,
} from '@app/domain';
import { adminAuth, db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { findMembers } from './find-members';

// The dry run's question (admins only): which of these e-mails are members, with their plan and
// end of access, so the screen counts 'Novos', 'Atualizados' and 'Sem mudança' before anything
// is written. At most 1.000 e-mails per call: the screen asks in requests of that size.
export const lookupImportMembers = onContractCall(
  lookupImportMembersCallable,
  { caller: { adminOnly: m.adminsOnly } },
  async ({ emails }) => {
    // Only addresses: Auth refuses the whole request for one that is not.
    const wanted = [...new Set(emails.map(normalizeEmail))].filter(isEmailAddress);
    const found = await findMembers(db, adminAuth, wanted);
    const members: ImportLookupMember[] = [];
    for (const [email, { profile }] of found) {
      if (!profile) continue;
      members.push({
        email,
        plan: profile.plan ?? '',
        validUntil: toOptionalDate(profile.validUntil)?.toISOString() ?? null,
      });
    }
    return { members };
  },
);
