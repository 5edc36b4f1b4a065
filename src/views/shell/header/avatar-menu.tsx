/**
 * The avatar menu of the account area: a menu button whose open/highlighted state is widget state
 * (like focus or hover); what an item does is decided by the container through the session chart.
 */
import { useReducer } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountAction } from './account-model';
import { MenuButton } from './menu-button';

const labels: Record<AccountAction, MessageDescriptor> = {
  bettingRecord: msg`Betting record`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  accountDetails: msg`Account details`,
  changePassword: msg`Change password`,
  memberCenter: msg`Member centre`,
  agentCenter: msg`Agent centre`,
  signOut: msg`Sign out`,
};

interface MenuState {
  open: boolean;
  highlighted: number;
}

type MenuAction = { type: 'toggle' | 'open' | 'close' } | { type: 'move'; by: 1 | -1; count: number };

function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? { open: false, highlighted: -1 } : { open: true, highlighted: 0 };
    case 'open':
      return { open: true, highlighted: 0 };
    case 'close':
      return state.open ? { open: false, highlighted: -1 } : state;
    case 'move':
      return state.open ? { ...state, highlighted: (state.highlighted + action.by + action.count) % action.count } : state;
  }
}

function AvatarIcon() {
  return (
    <svg className="icon icon--avatar" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.2" />
      <circle cx="12" cy="9.5" r="3.5" fill="currentColor" />
      <path d="M5.5 19c1.2-3 3.6-4.5 6.5-4.5s5.3 1.5 6.5 4.5" fill="currentColor" />
    </svg>
  );
}

export interface AvatarMenuProps {
  items: readonly AccountAction[];
  onAction: (action: AccountAction) => void;
}

export function AvatarMenu({ items, onAction }: AvatarMenuProps) {
  const { i18n } = useLingui();
  const [state, dispatch] = useReducer(menuReducer, { open: false, highlighted: -1 });
  const choose = (index: number) => {
    dispatch({ type: 'close' });
    const action = items[index];
    if (action) onAction(action);
  };
  return (
    <MenuButton
      id="account"
      className="menu--account"
      testId="account-menu"
      open={state.open}
      highlighted={state.highlighted}
      entries={items.map((action) => ({ key: action, label: i18n._(labels[action]) }))}
      onToggle={() => dispatch({ type: 'toggle' })}
      onOpen={() => dispatch({ type: 'open' })}
      onClose={() => dispatch({ type: 'close' })}
      onNext={() => dispatch({ type: 'move', by: 1, count: items.length })}
      onPrevious={() => dispatch({ type: 'move', by: -1, count: items.length })}
      onChooseHighlighted={() => choose(state.highlighted)}
      onChoose={choose}
    >
      <AvatarIcon />
      <span className="visually-hidden">
        <Trans>Account menu</Trans>
      </span>
    </MenuButton>
  );
}
