/**
 * Language picker container: the languagePicker chart with the merchant's offered codes and
 * default, started from `hisLang`; the edge keeps it told of sign-in and sign-out (a member's
 * choice is saved on the gateway too) and makes its language's catalog the active one.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../app/use-selector';
import { languagePickerMachine, selectLanguagePickerView } from '../../../../machines/language-picker';
import type { sessionMachine } from '../../../../machines/session';
import { connectLanguagePicker, useProvidedChart, useShellEdge } from '../../../app/shell.edge';
import { LanguageMenu } from './language-menu';
import { useChartActor } from '../../../app/chart-actor';

export interface LanguagePickerViewProps {
  session: ActorRefFrom<typeof sessionMachine>;
  offered: readonly string[];
  /** each code's name in its own language (from the gateway); a code without one shows as itself */
  names: Readonly<Record<string, string>>;
  defaultCode: string;
}

export function LanguagePickerView({ session, offered, names, defaultCode }: LanguagePickerViewProps) {
  const shell = useShellEdge();
  const logic = useProvidedChart(languagePickerMachine, shell.languagePicker);
  const picker = useChartActor(logic, {
    input: { offered, defaultCode, stored: shell.env.readStoredLanguage() },
  });
  useEffect(() => connectLanguagePicker(shell.env, picker, session), [shell, picker, session]);
  const view = useSelector(picker, selectLanguagePickerView, shallowEqual);
  return (
    <LanguageMenu
      view={view}
      names={names}
      onToggle={() => picker.send({ type: 'menu.toggle' })}
      onOpen={() => picker.send({ type: 'menu.open' })}
      onClose={() => picker.send({ type: 'menu.close' })}
      onNext={() => picker.send({ type: 'menu.highlightNext' })}
      onPrevious={() => picker.send({ type: 'menu.highlightPrev' })}
      onChooseHighlighted={() => picker.send({ type: 'menu.chooseHighlighted' })}
      onChoose={(code) => picker.send({ type: 'language.choose', code })}
      onDismissError={() => picker.send({ type: 'language.dismissError' })}
    />
  );
}
