import { articlesHandlers } from './articles';
import { careersHandlers } from './careers';
import { devicesHandlers } from './devices';
import { documentsHandlers } from './documents';
import { faqHandlers } from './faq';
import { partnerHandlers } from './partner';
import { promotionsHandlers } from './promotions';
import { reservationHandlers } from './reservation';
import { servicesHandlers } from './services';
import { siteHandlers } from './site';

/** Every happy-path handler of the demo API; tests override single calls with server.use(). */
export const handlers = [
  ...siteHandlers,
  ...servicesHandlers,
  ...faqHandlers,
  ...articlesHandlers,
  ...careersHandlers,
  ...documentsHandlers,
  ...promotionsHandlers,
  ...devicesHandlers,
  ...partnerHandlers,
  ...reservationHandlers,
];
