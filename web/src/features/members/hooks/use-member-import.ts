import { callableErrorMessage } from '@app/domain';
import { useState } from 'react';
import { lookupMembers, runImport, stageImport } from '../api/member-import';
import { dryRun, type DryRun } from '../import/dry-run';
import { memberImportDialogMessages as t } from '../messages';

export type ImportStep =
  | { step: 'pick'; fileError: string | null }
  | { step: 'checking' }
  | { step: 'checked'; result: DryRun }
  | { step: 'importing'; jobId: string | null; total: number }
  | { step: 'failed'; jobId: string | null; message: string }
  | { step: 'done'; jobId: string };

/**
 * The steps of 'Importar membros': pick a file, its dry run, the import (rows sent, then the job
 * run to the end) and its end; a failed or unfinished job is resumed by running it again.
 */
export function useMemberImport() {
  const [state, setState] = useState<ImportStep>({ step: 'pick', fileError: null });

  const check = async (file: File) => {
    setState({ step: 'checking' });
    try {
      const result = await dryRun(file, lookupMembers);
      setState(
        'fileError' in result
          ? { step: 'pick', fileError: result.fileError }
          : { step: 'checked', result },
      );
    } catch (error) {
      console.error(t.checkFailed, error);
      setState({ step: 'pick', fileError: callableErrorMessage(error, t.checkFailed) });
    }
  };

  const run = async (jobId: string, total: number) => {
    setState({ step: 'importing', jobId, total });
    try {
      await runImport(jobId);
      setState({ step: 'done', jobId });
    } catch (error) {
      console.error(t.failedTitle, error);
      setState({
        step: 'failed',
        jobId,
        message: callableErrorMessage(error, t.failedDescription),
      });
    }
  };

  const start = async (result: DryRun, sendWelcome: boolean) => {
    setState({ step: 'importing', jobId: null, total: result.rows.length });
    let jobId: string;
    try {
      jobId = await stageImport({ fileName: result.fileName, sendWelcome, rows: result.rows });
    } catch (error) {
      console.error(t.failedTitle, error);
      setState({
        step: 'failed',
        jobId: null,
        message: callableErrorMessage(error, t.failedDescription),
      });
      return;
    }
    await run(jobId, result.rows.length);
  };

  const reset = () => setState({ step: 'pick', fileError: null });

  return { state, check, start, resume: run, reset };
}
