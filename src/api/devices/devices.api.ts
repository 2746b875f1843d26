import { getJson } from '../http';
import { DEVICE_PAGE_SIZE } from '../paging';
import { DeviceDetailSchema, DevicePageSchema } from './devices.schemas';

export const fetchDevicePage = async (search: string, page: number, signal?: AbortSignal, size = DEVICE_PAGE_SIZE) =>
  (await getJson('/medical-device', DevicePageSchema, { search, page, pagination: size }, signal)).data;

export const fetchDevice = async (slug: string) =>
  (await getJson(`/medical-device/${encodeURIComponent(slug)}`, DeviceDetailSchema)).data;
