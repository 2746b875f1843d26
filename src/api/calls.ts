// The API's read calls, and the reading of a failed /seo answer's message, in one module the
// queries load with their first call (load-calls.ts): with them come the HTTP client (ky) and
// the schemas (zod), which a prerendered page needs only once it asks the API again, after it has
// answered the visitor.
export { fetchArticle, fetchArticlePage, fetchComments, fetchPopularArticles } from './articles/articles.api';
export { fetchCareer, fetchCareers, fetchEducations, fetchPlacements, fetchPositions } from './careers/careers.api';
export { fetchDevice, fetchDevicePage } from './devices/devices.api';
export { fetchDocumentItems } from './documents/documents.api';
export { fetchFaqCategories, fetchFaqPage, fetchFaqs, fetchServiceFaqs } from './faq/faq.api';
export { fetchPromotion, fetchPromotionPage } from './promotions/promotions.api';
export { fetchService, fetchServicePicks, fetchServices } from './services/services.api';
export { fetchAbout, fetchBanners, fetchBranches, fetchContact, fetchSeo, fetchWhyUs, seoFailureMessage } from './site/site.api';
