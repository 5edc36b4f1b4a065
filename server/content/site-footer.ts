/**
 * The footer a merchant configures (licences, badges, copyright holder), as stored in
 * site_settings and answered in the status call. Types only, with no imports: the merchant
 * directory reads it and the site info builds on it, and neither has to import the other.
 */

/** Text in the merchant's message languages; the client shows its language's, else the default's. */
export type LocalisedText = Record<string, string>;

export interface FooterBadge {
  name: string;
  imageUrl: string;
  /** where clicking the badge goes (a licence register, a help entry); null: not a link */
  url: string | null;
}

export interface SiteFooter {
  licences: { code: 'MGA' | 'BVI' | 'PAGCOR' | string; name: string; text: LocalisedText }[];
  certificates: FooterBadge[];
  payments: FooterBadge[];
  responsibleGaming: FooterBadge[];
  /** "© <year> <holder>": the client writes the line in its language */
  copyrightHolder: string;
}
