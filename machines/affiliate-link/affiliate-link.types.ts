/**
 * The affiliate link of the header top bar (SPEC §2): it leads to /help#agent and is shown only
 * when the merchant's help content has an `agent` entry.
 */

export interface AffiliateLinkView {
  /** the help content has an agent entry: show the link */
  visible: boolean;
  /** the check is over, either way: the top bar knows whether it has the link */
  settled: boolean;
}
