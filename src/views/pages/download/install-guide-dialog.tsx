/**
 * The lite / iOS install guide (SPEC §2 "lite/iOS install guide"): how to put the lite (web) app
 * on the home screen, and how to trust the iOS app after installing it.
 */
import { Trans } from '@lingui/react/macro';
import { Modal } from '../../common/modal';

export function InstallGuideDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal closable wide title={<Trans>How to install</Trans>} onClose={onClose} testId="install-guide">
      <section aria-labelledby="install-guide-lite">
        <h3 id="install-guide-lite">
          <Trans>Lite app (any phone)</Trans>
        </h3>
        <ol>
          <li>
            <Trans>Open this site in Safari on iPhone, or Chrome on Android.</Trans>
          </li>
          <li>
            <Trans>Tap the share button (Safari) or the menu (Chrome).</Trans>
          </li>
          <li>
            <Trans>Choose "Add to Home Screen", then open the app from its icon.</Trans>
          </li>
        </ol>
      </section>
      <section aria-labelledby="install-guide-ios">
        <h3 id="install-guide-ios">
          <Trans>iOS app</Trans>
        </h3>
        <ol>
          <li>
            <Trans>Tap "Download for iOS" and confirm the installation.</Trans>
          </li>
          <li>
            <Trans>Open Settings, General, VPN & Device Management.</Trans>
          </li>
          <li>
            <Trans>Choose the app's developer and tap "Trust", then open the app.</Trans>
          </li>
        </ol>
      </section>
    </Modal>
  );
}
