import * as z from 'zod/mini';
import { getJson } from '../http';
import { ServiceDetailSchema, ServicePickListSchema, ServiceSchema } from './services.schemas';

export const fetchServices = () => getJson('/services', z.array(ServiceSchema));

export const fetchService = (slug: string) => getJson(`/services/${encodeURIComponent(slug)}`, ServiceDetailSchema);

export const fetchServicePicks = async () => (await getJson('/services/list', ServicePickListSchema)).data;
