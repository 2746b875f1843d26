import * as z from 'zod/mini';
import { getJson } from '../http';
import { ServiceCardSchema, ServiceDetailSchema, ServicePickListSchema } from './services.schemas';

export const fetchServices = () => getJson('/services', z.array(ServiceCardSchema));

export const fetchService = (slug: string) => getJson(`/services/${encodeURIComponent(slug)}`, ServiceDetailSchema);

export const fetchServicePicks = async () => (await getJson('/services/list', ServicePickListSchema)).data;
