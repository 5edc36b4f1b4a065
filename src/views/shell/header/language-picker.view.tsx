/**
 * Language picker container: the languagePicker chart with the merchant's offered codes and
 * default, started from `hisLang`; the chart follows the session itself (its `followSession`
 * child: a member's choice is saved on the gateway too), and its language's catalog is made the
 * active one.
 */
import { useEffect } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { languagePickerMachine, selectLanguagePickerView } from '../../../../machines/language-picker';
import { useProvidedChart, useShellEdge } from '../../../app/shell.edge';
import { LanguageMenu } from './language-menu';
import { useChartActor } from '../../../app/chart-actor';

export interface LanguagePickerViewProps {
  offered: readonly string[];
  /** each code's name in its own language (from the gateway); a code without one shows as itself */
  names: Readonly<Record<string, string>>;
  defaultCode: string;
}

export function LanguagePickerView({ offered, names, defaultCode }: LanguagePickerViewProps) {
  const shell = useShellEdge();
  const logic = useProvidedChart(languagePickerMachine, shell.languagePicker);
  const picker = useChartActor(logic, {
    input: { offered, defaultCode, stored: shell.env.readStoredLanguage() },
  });
  useEffect(() => shell.env.ensureCatalog(picker.getSnapshot().context.current), [shell, picker]);
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
