// The read calls, in one module the queries load with their first call (load-calls.ts), so ky and
// the schemas reach a prerendered page only once it asks the API again.
export { fetchArticle, fetchArticlePage, fetchComments, fetchPopularArticles } from './articles/articles.api';
export { fetchCareer, fetchCareers, fetchEducations, fetchPlacements, fetchPositions } from './careers/careers.api';
export { fetchDevice, fetchDevicePage } from './devices/devices.api';
export { fetchDocumentItems } from './documents/documents.api';
export { fetchFaqCategories, fetchFaqPage, fetchFaqs, fetchServiceFaqs } from './faq/faq.api';
export { fetchPromotion, fetchPromotionPage } from './promotions/promotions.api';
export { fetchService, fetchServicePicks, fetchServices } from './services/services.api';
export { fetchAbout, fetchBanners, fetchBranches, fetchContact, fetchSeo, fetchWhyUs, seoFailureMessage } from './site/site.api';
