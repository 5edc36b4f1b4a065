/**
 * The help centre's categories and entries. Each entry's element id is its code, so `/help#agent`
 * (and the router's scroll to a hash target) lands on it.
 */
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { HelpCenter, HelpEntry } from '../../../app/pages.edge';
import { SafeHtml } from '../../common/safe-html';

/** The entry whose code the hash names (`term` is the terms and conditions). */
export const TERMS_ENTRY = 'term';

export function findHelpEntry(help: HelpCenter, code: string): HelpEntry | null {
  for (const category of help.categories) {
    const entry = category.entries.find((candidate) => candidate.code === code);
    if (entry) return entry;
  }
  return null;
}

export function HelpContent({ help }: { help: HelpCenter }) {
  const { t } = useLingui();
  return (
    <div className="help-layout">
      <nav className="help-topics" aria-label={t`Help topics`}>
        {help.categories.map((category) => (
          <div key={category.code}>
            <p className="help-topics__category">{category.title}</p>
            <ul>
              {category.entries.map((entry) => (
                <li key={entry.code}>
                  <Link to={{ hash: entry.code }}>{entry.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="help-entries">
        {help.categories.map((category) => (
          <section key={category.code} aria-labelledby={`help-category-${category.code}`}>
            <h2 id={`help-category-${category.code}`}>{category.title}</h2>
            {category.entries.map((entry) => (
              <article key={entry.code} id={entry.code} className="help-entry" aria-labelledby={`help-entry-${entry.code}`}>
                <h3 id={`help-entry-${entry.code}`}>{entry.title}</h3>
                <SafeHtml html={entry.content} />
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
