/** The chart actors with their current (or stepped-to) state values, as a table. */
import { formatStateValue } from '../../../machines/tooling';

export interface ActorRow {
  sessionId: string;
  systemPath: string;
  machineId: string;
  value: unknown;
  status: string;
}

export function ActorList({ rows, caption }: { rows: readonly ActorRow[]; caption: string }) {
  return (
    <table className="qa-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Actor</th>
          <th scope="col">Chart</th>
          <th scope="col">State</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sessionId} data-actor={row.sessionId}>
            <th scope="row">{row.systemPath}</th>
            <td>{row.machineId}</td>
            <td>
              <code>{row.value === null ? '—' : formatStateValue(row.value)}</code>
            </td>
            <td>{row.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
