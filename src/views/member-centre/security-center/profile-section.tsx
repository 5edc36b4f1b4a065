/**
 * The profile and contact sections (presentational): the account, the nickname, the real name and
 * the birthday (each with its edit button while it may be edited, and the open field's form in
 * place), then the phone and e-mail, masked, each with its bind or change button and, when open,
 * its form in place.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactKind } from '../../../../machines/contact-binding';
import type { ProfileFieldName } from '../../../../machines/profile-field';
import type { SecurityCenterView } from '../../../../machines/security-center';
import { profileFieldLabels } from './security-center.messages';
import { useDateFormat } from '../../common/date-format.view';

export interface ProfileSectionProps {
  view: SecurityCenterView;
  /** the open field's form */
  fieldForm: ReactNode;
  onEdit: (field: ProfileFieldName) => void;
  /** the open mobile number's or e-mail's form */
  contactForm: ReactNode;
  onContactEdit: (kind: ContactKind) => void;
}

const FIELDS: readonly ProfileFieldName[] = ['nickname', 'payeeName', 'birthday'];

const CONTACTS: readonly ContactKind[] = ['mobile', 'email'];

export function ProfileSection({ view, fieldForm, onEdit, contactForm, onContactEdit }: ProfileSectionProps) {
  const { i18n, t } = useLingui();
  const dates = useDateFormat();
  const config = view.config!;
  const notSet = t`Not set`;
  const notBound = t`Not bound`;
  const shown = (field: ProfileFieldName) => {
    const value = config[field];
    if (value === null) return notSet;
    // a birthday is a calendar day, not an instant: written as it is, in the language's order
    return field === 'birthday' ? (dates.calendarDate(value) ?? value) : value;
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
          {CONTACTS.map((kind) => {
            const value = config[kind];
            const action =
              kind === 'mobile'
                ? value === null
                  ? t`Bind mobile number`
                  : t`Change mobile number`
                : value === null
                  ? t`Bind e-mail address`
                  : t`Change e-mail address`;
            return (
              <div className="security__row" key={kind} data-testid={`security-row-${kind}`}>
                <dt>{kind === 'mobile' ? <Trans>Mobile number</Trans> : <Trans>E-mail</Trans>}</dt>
                <dd>
                  <span className={value === null ? 'security__unset' : undefined} data-testid={`security-${kind}`}>
                    {value ?? notBound}
                  </span>
                  {view.contactSaved === kind && view.contact === null ? (
                    <span className="security__notice" role="status">
                      <Trans>Saved.</Trans>
                    </span>
                  ) : null}
                </dd>
                {view.contact !== kind ? (
                  <button
                    type="button"
                    className="button button--secondary security__row-action"
                    onClick={() => onContactEdit(kind)}
                    aria-label={action}
                  >
                    {value === null ? <Trans>Bind</Trans> : <Trans>Change</Trans>}
                  </button>
                ) : null}
                {view.contact === kind ? <div className="security__row-form">{contactForm}</div> : null}
              </div>
            );
          })}
        </dl>
        <p className="security__hint">
          <Trans>A code is sent to the new number or address. A bound one is confirmed by a code sent to it first.</Trans>
        </p>
      </section>
    </>
  );
}
