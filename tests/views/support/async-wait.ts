/**
 * How long `findBy…` and `waitFor` wait for what a view will show. Testing Library's 1 s is too
 * short on two cores when the view tests run beside the browser tests (scripts/test.mjs): a lazy
 * page's first import in a worker is transformed on the spot. A wait still ends as soon as its
 * element shows; only a failing one takes longer to say so.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
