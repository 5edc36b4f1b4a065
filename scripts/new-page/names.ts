/** The names one page keeps in every layer, from its kebab-case name (and the platform's page key when it differs). */
export interface PageNames {
  /** folder and file names: `feedback`, `bonus-details` */
  kebab: string;
  /** the page key of `?mc=`, the chart's id and its systemId: `feedback`, `bonusDetails` */
  key: string;
  /** types and components: `Feedback`, `BonusDetails` */
  pascal: string;
  /** SQL names: `feedback`, `bonus_details` */
  snake: string;
  /** the heading and the menu's label, in English: `Feedback`, `Bonus details` */
  title: string;
  /** the gateway's path for the page's list (GET) and its form (PUT) */
  path: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function pageNames(kebab: string, options: { key?: string; path?: string; title?: string } = {}): PageNames {
  if (!KEBAB.test(kebab)) throw new Error(`a page's name is kebab-case, as its folders are: "${kebab}" is not (try "bonus-details")`);
  const words = kebab.split('-');
  const camel = words.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
  const key = options.key ?? camel;
  if (!/^[a-z][A-Za-z0-9]*$/.test(key)) throw new Error(`a page key is camelCase: "${key}" is not`);
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const title = options.title ?? words.join(' ').replace(/^./, (first) => first.toUpperCase());
  const path = options.path ?? `/wps/${key}`;
  if (!/^\/wps\/[A-Za-z0-9/_-]+$/.test(path)) throw new Error(`the gateway's path starts with /wps/: "${path}" does not`);
  return { kebab, key, pascal, snake: words.join('_'), title, path };
}
