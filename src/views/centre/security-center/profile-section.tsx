/**
 * The profile and contact sections (presentational): the account, the nickname, the real name and
 * the birthday (each with its edit button while it may be edited, and the open field's form in
 * place), then the bound phone and e-mail, masked and read-only (binding them is not offered yet).
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileFieldName } from '../../../../machines/profile-field';
import type { SecurityCenterView } from '../../../../machines/security-center';
import { profileFieldLabels } from './security-center.messages';

export interface ProfileSectionProps {
  view: SecurityCenterView;
  /** the open field's form */
  fieldForm: ReactNode;
  onEdit: (field: ProfileFieldName) => void;
}

const FIELDS: readonly ProfileFieldName[] = ['nickname', 'payeeName', 'birthday'];

export function ProfileSection({ view, fieldForm, onEdit }: ProfileSectionProps) {
  const { i18n, t } = useLingui();
  const config = view.config!;
  const notSet = t`Not set`;
  const notBound = t`Not bound`;
  const shown = (field: ProfileFieldName) => {
    const value = config[field];
    if (value === null) return notSet;
    return field === 'birthday' ? i18n.date(new Date(`${value}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : value;
  };
  return (
    <>
      <section className="security__section" aria-labelledby="security-profile-title" data-testid="security-profile">
        <h4 id="security-profile-title">
          <Trans>Profile</Trans>
        </h4>
        <dl className="security__rows">
          <div className="security__row">
            <dt>
              <Trans>Account</Trans>
            </dt>
            <dd>{config.account}</dd>
          </div>
          {FIELDS.map((field) => {
            const label = i18n._(profileFieldLabels[field]);
            return (
              <div className="security__row" key={field} data-testid={`security-row-${field}`}>
                <dt>{label}</dt>
                <dd>
                  <span className={config[field] === null ? 'security__unset' : undefined}>{shown(field)}</span>
                  {field !== 'nickname' && config[field] !== null ? (
                    <span className="security__hint">
                      <Trans>Set once; customer service can correct it.</Trans>
                    </span>
                  ) : null}
                  {view.saved === field && view.editing === null ? (
                    <span className="security__notice" role="status">
                      <Trans>Saved.</Trans>
                    </span>
                  ) : null}
                </dd>
                {view.editable[field] && view.editing !== field ? (
                  <button
                    type="button"
                    className="button button--secondary security__row-action"
                    onClick={() => onEdit(field)}
                    aria-label={config[field] === null ? t`Set ${label}` : t`Edit ${label}`}
                  >
                    {config[field] === null ? <Trans>Set</Trans> : <Trans>Edit</Trans>}
                  </button>
                ) : null}
                {view.editing === field ? <div className="security__row-form">{fieldForm}</div> : null}
              </div>
            );
          })}
        </dl>
      </section>

      <section className="security__section" aria-labelledby="security-contact-title" data-testid="security-contact">
        <h4 id="security-contact-title">
          <Trans>Mobile number and e-mail</Trans>
        </h4>
        <dl className="security__rows">
          <div className="security__row">
            <dt>
              <Trans>Mobile number</Trans>
            </dt>
            <dd data-testid="security-mobile">{config.mobile ?? notBound}</dd>
          </div>
          <div className="security__row">
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd data-testid="security-email">{config.email ?? notBound}</dd>
          </div>
        </dl>
        <p className="security__hint">
          <Trans>Binding or changing them is not available here yet. Please contact customer service.</Trans>
        </p>
      </section>
    </>
  );
}
