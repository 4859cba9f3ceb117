import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@web/i18n/error-text';
import { ReportButton, ReportModal } from './report-modal';
import { useReportQuestion } from './use-report-question';

/** The flag in the question's corner and its modal; remembers what was reported this game. */
export function QuestionReport({
  questionId,
  describedBy,
}: {
  questionId: number;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const report = useReportQuestion();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState<ReadonlySet<number>>(() => new Set());
  const error = report.isError ? errorText(t, report.error, t('report.failed')) : null;

  return (
    <>
      <ReportButton
        reported={reported.has(questionId)}
        describedBy={describedBy}
        onClick={() => {
          report.reset();
          setOpen(true);
        }}
      />
      <ReportModal
        // A fresh form (no choice made) for each question.
        key={questionId}
        open={open}
        onClose={() => setOpen(false)}
        pending={report.isPending}
        reported={reported.has(questionId)}
        error={error}
        onSubmit={(type) =>
          report.mutate(
            { questionId, type },
            {
              // The dialog stays open: its button says Reported until the player closes it.
              onSuccess: () => setReported((ids) => new Set(ids).add(questionId)),
            },
          )
        }
      />
    </>
  );
}
