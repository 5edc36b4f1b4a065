/** Footer and right-bar fixtures: the merchant's footer content and contact links as the status call carries them. */
import type { RightBarLinks, SiteFooterInfo } from '../../../machines/system-status';

export function footerInfo(overrides: Partial<SiteFooterInfo> = {}): SiteFooterInfo {
  return {
    licences: [
      {
        code: 'MGA',
        name: 'Malta Gaming Authority',
        text: { MS: 'Dilesenkan oleh MGA.', EN: 'Licensed and regulated by the MGA.', CN: '由 MGA 授权并监管。' },
      },
      {
        code: 'BVI',
        name: 'British Virgin Islands',
        text: { MS: 'Diperbadankan di BVI.', EN: 'Incorporated in the BVI.', CN: '于英属维尔京群岛注册。' },
      },
      { code: 'PAGCOR', name: 'PAGCOR', text: { MS: 'Dilesenkan oleh PAGCOR.', EN: 'Licensed by PAGCOR. Players must be 21 or older.' } },
    ],
    certificates: [{ name: 'GLI', imageUrl: '/wps/assets/art/cert-gli.svg', url: null }],
    payments: [{ name: 'GCash', imageUrl: '/wps/assets/art/pay-gcash.svg', url: 'https://www.gcash.com/' }],
    responsibleGaming: [
      { name: '21+', imageUrl: '/wps/assets/art/rg-21.svg', url: '/help#term' },
      { name: 'Play responsibly', imageUrl: '/wps/assets/art/rg-play.svg', url: '/vip' },
    ],
    copyrightHolder: 'Demo Gaming',
    ...overrides,
  };
}

export function rightBarLinks(overrides: Partial<RightBarLinks> = {}): RightBarLinks {
  return {
    liveChat: true,
    facebook: 'https://www.facebook.com/example',
    telegram: ['https://t.me/one', 'https://t.me/two', 'https://t.me/three'],
    whatsapp: 'https://wa.me/630000000000',
    ...overrides,
  };
}
