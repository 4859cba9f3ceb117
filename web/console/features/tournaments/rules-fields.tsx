import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { Field } from '../../ui/field';
import { QueryState } from '../../ui/query-state';
import { useTopics } from './api';

/** The rules a tournament and a template share: timing, questions, chances and topics. */
export interface TournamentRules {
  duration: number;
  question_count: number;
  chances: number;
  length_minutes: number;
  // The contract's ids take text too (ZId), so the form's input type does.
  topic_ids: Array<number | string>;
}

const NUMBERS = [
  ['length_minutes', 'tournaments.lengthMinutes'],
  ['duration', 'tournaments.duration'],
  ['question_count', 'tournaments.questionCount'],
  ['chances', 'tournaments.chances'],
] as const;

export function RulesFields<F extends TournamentRules>({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<F>;
  control: Control<F>;
  errors: FieldErrors<F>;
}) {
  const { t } = useT();
  const topics = useTopics();
  // Both forms extend the same rules; react-hook-form types each path by its own form.
  const reg = register as unknown as UseFormRegister<TournamentRules>;
  const err = errors as FieldErrors<TournamentRules>;
  return (
    <>
      <div className="numbers">
        {NUMBERS.map(([name, label]) => (
          <Field key={name} id={`f-${name}`} label={t(label)} error={err[name]?.message}>
            {(a11y) => (
              <input type="number" min={1} {...a11y} {...reg(name, { valueAsNumber: true })} />
            )}
          </Field>
        ))}
      </div>
      <QueryState query={topics} empty="">
        {(list) => (
          <Controller
            control={control as unknown as Control<TournamentRules>}
            name="topic_ids"
            render={({ field, fieldState }) => (
              <Field
                id="f-topics"
                label={t('tournaments.topics')}
                hint={t('tournaments.topicsHint')}
                error={fieldState.error?.message}
              >
                {(a11y) => (
                  <select
                    {...a11y}
                    multiple
                    size={Math.min(8, Math.max(3, list.length))}
                    value={field.value.map(String)}
                    onBlur={field.onBlur}
                    onChange={(e) =>
                      field.onChange(Array.from(e.target.selectedOptions, (o) => Number(o.value)))
                    }
                  >
                    {list.map((topic) => (
                      <option key={topic.id} value={topic.id}>
                        {topic.category} › {topic.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          />
        )}
      </QueryState>
    </>
  );
}
