import { getJson } from '../http';
import { DeviceDetailSchema, DevicePageSchema } from './devices.schemas';

export const DEVICE_PAGE_SIZE = 8;

export const fetchDevicePage = async (search: string, page: number, signal?: AbortSignal, size = DEVICE_PAGE_SIZE) =>
  (await getJson('/medical-device', DevicePageSchema, { search, page, pagination: size }, signal)).data;

export const fetchDevice = async (slug: string) =>
  (await getJson(`/medical-device/${encodeURIComponent(slug)}`, DeviceDetailSchema)).data;
