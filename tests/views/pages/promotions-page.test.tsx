/**
 * /promotions and /promoDetail: category tabs from the data, filtering through the address, cards
 * leading to the detail; the detail's picture, title, sanitised content and way back; a promotion
 * that ended shows as not available.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PromotionDetailPage from '../../../src/views/pages/promotions/promotion-detail-page';
import PromotionsPage from '../../../src/views/pages/promotions/promotions-page';
import { fakeApi, never, renderPage, settle } from './pages.driver';

afterEach(cleanup);

const tabs = () => within(screen.getByRole('navigation', { name: 'Promotion categories' })).getAllByRole('link');
const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('promotions page', () => {
  it('shows a skeleton while loading', async () => {
    await renderPage(<PromotionsPage />, '/promotions', { api: fakeApi({ fetchPromotions: () => never() }) });
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
  });

  it('offers one tab per category in the data, and filters by the chosen one', async () => {
    const { location } = await renderPage(<PromotionsPage />, '/promotions');
    await screen.findAllByRole('article');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['All', 'New members', 'Deposit', 'Summer fest']);
    expect(tabs()[0].getAttribute('aria-current')).toBe('page');
    expect(cardTitles()).toEqual(['Registration bonus', 'Daily reload', 'Summer festival']);

    await act(async () => {
      fireEvent.click(tabs()[2]);
    });
    expect(location()).toBe('/promotions?category=DEPOSIT');
    expect(tabs()[2].getAttribute('aria-current')).toBe('page');
    expect(cardTitles()).toEqual(['Daily reload']);

    await act(async () => {
      fireEvent.click(tabs()[0]);
    });
    expect(location()).toBe('/promotions');
    expect(cardTitles()).toHaveLength(3);
  });

  it('leads each card to its detail by code, or by id when it has none', async () => {
    await renderPage(<PromotionsPage />, '/promotions');
    const links = (await screen.findAllByRole('link', { name: 'View details' })).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/promoDetail?code=welcome-bonus', '/promoDetail?code=daily-reload', '/promoDetail?id=3']);
  });

  it('says when a chosen category has no promotions', async () => {
    await renderPage(<PromotionsPage />, '/promotions?category=VIP');
    expect((await screen.findByTestId('page-empty')).textContent).toBe('There are no promotions in this category right now.');
  });

  it('says when there are no promotions at all', async () => {
    await renderPage(<PromotionsPage />, '/promotions', { api: fakeApi({ fetchPromotions: async () => [] }) });
    expect((await screen.findByTestId('page-empty')).textContent).toBe('There are no promotions right now. Please check again soon.');
    expect(screen.queryByRole('navigation', { name: 'Promotion categories' })).toBeNull();
  });

  it('fails with a retry', async () => {
    let calls = 0;
    await renderPage(<PromotionsPage />, '/promotions', {
      api: fakeApi({
        fetchPromotions: async () => {
          calls += 1;
          if (calls === 1) throw { errorCode: 'system.error' };
          return [];
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('System error. Please try again later.');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(screen.getByTestId('page-empty')).toBeTruthy();
  });
});

describe('promotion detail page', () => {
  it('shows the picture, title and sanitised content with a link back to the list', async () => {
    const { api, container } = await renderPage(<PromotionDetailPage />, '/promoDetail?code=welcome-bonus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration bonus' })).toBeTruthy();
    expect(api.fetchPromotionDetail).toHaveBeenCalledWith({ code: 'welcome-bonus' }, 'MS');
    const article = screen.getByTestId('promotion-detail');
    expect(article.querySelector('img.promo-detail__image')?.getAttribute('src')).toBe('/art/welcome-wide.svg');
    expect(within(article).getByText('How to join')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to promotions' }).getAttribute('href')).toBe('/promotions');
  });

  it('opens a promotion without a code by its id', async () => {
    const { api } = await renderPage(<PromotionDetailPage />, '/promoDetail?id=3');
    await screen.findByTestId('promotion-detail');
    expect(api.fetchPromotionDetail).toHaveBeenCalledWith({ id: 3 }, 'MS');
  });

  it('says a promotion the gateway does not have is not available', async () => {
    await renderPage(<PromotionDetailPage />, '/promoDetail?code=ended-offer', {
      api: fakeApi({ fetchPromotionDetail: () => Promise.reject({ errorCode: 'not.found' }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not available' })).toBeTruthy();
    expect(screen.getByTestId('page-empty').textContent).toBe('This promotion has ended or does not exist.');
    expect(screen.getByRole('link', { name: 'Back to promotions' })).toBeTruthy();
  });

  it('does not ask the gateway for an address without a valid code', async () => {
    for (const path of ['/promoDetail', '/promoDetail?code=../../etc', '/promoDetail?id=abc']) {
      const { api } = await renderPage(<PromotionDetailPage />, path, { route: '/promoDetail' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not available' })).toBeTruthy();
      expect(api.fetchPromotionDetail).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('shows other failures with a retry', async () => {
    await renderPage(<PromotionDetailPage />, '/promoDetail?code=welcome-bonus', {
      api: fakeApi({ fetchPromotionDetail: () => Promise.reject({ errorCode: 'network.error' }) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network error.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
