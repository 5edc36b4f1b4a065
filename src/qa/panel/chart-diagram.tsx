/**
 * A chart drawn as nested boxes from its chart model: compound states hold their children, parallel
 * regions sit side by side with dashed borders, and every state lists the transitions that leave
 * it. Active states are highlighted and marked `aria-current`, so the highlight is not colour only.
 */
import type { ChartModel, ChartState, ChartTransition } from '../../../machines/tooling';

export interface ChartDiagramProps {
  model: ChartModel;
  activeIds: readonly string[];
  /** heading above the chart, e.g. the actor's system path */
  title: string;
}

function targetLabel(model: ChartModel, id: string): string {
  // ids are `<machine id>.<path>`; the path alone reads better inside the chart
  return id.startsWith(`${model.id}.`) ? id.slice(model.id.length + 1) : id;
}

function TransitionList({ model, transitions }: { model: ChartModel; transitions: ChartTransition[] }) {
  if (transitions.length === 0) return null;
  return (
    <ul className="qa-state__transitions">
      {transitions.map((t) => (
        <li key={t.key}>
          <span className="qa-state__event">{t.event}</span>
          {t.guard ? <span className="qa-state__guard"> [{t.guard}]</span> : null}
          {t.targetless ? null : <span> → {t.targets.map((target) => targetLabel(model, target)).join(', ')}</span>}
        </li>
      ))}
    </ul>
  );
}

interface StateBoxProps {
  model: ChartModel;
  state: ChartState;
  active: ReadonlySet<string>;
  bySource: ReadonlyMap<string, ChartTransition[]>;
  initial: boolean;
}

function StateBox({ model, state, active, bySource, initial }: StateBoxProps) {
  const isActive = active.has(state.id);
  const className = ['qa-state', `qa-state--${state.type}`, isActive ? 'is-active' : ''].filter(Boolean).join(' ');
  return (
    <div
      className={className}
      role="group"
      aria-label={state.key}
      aria-current={isActive ? 'true' : undefined}
      data-state-id={state.id}
      title={state.description ?? undefined}
    >
      <div className="qa-state__label">
        {initial ? (
          <>
            <span aria-hidden="true">▸ </span>
            <span className="qa-visually-hidden">initial state </span>
          </>
        ) : null}
        {state.key}
        {state.type === 'final' ? <span className="qa-state__badge"> final</span> : null}
        {state.type === 'parallel' ? <span className="qa-state__badge"> parallel</span> : null}
        {isActive ? <span className="qa-visually-hidden"> (active)</span> : null}
      </div>
      <TransitionList model={model} transitions={bySource.get(state.id) ?? []} />
      {state.children.length > 0 ? (
        <div className={state.type === 'parallel' ? 'qa-state__regions' : 'qa-state__children'}>
          {state.children.map((child) => (
            <StateBox key={child.id} model={model} state={child} active={active} bySource={bySource} initial={state.initial === child.key} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function ChartDiagram({ model, activeIds, title }: ChartDiagramProps) {
  const active = new Set(activeIds);
  const bySource = new Map<string, ChartTransition[]>();
  for (const t of model.transitions) bySource.set(t.source, [...(bySource.get(t.source) ?? []), t]);
  return (
    <figure className="qa-chart" aria-label={`${title} chart`}>
      <figcaption className="qa-chart__title">{title}</figcaption>
      <StateBox model={model} state={model.root} active={active} bySource={bySource} initial={false} />
    </figure>
  );
}
