import { getJson } from '../http';
import { boundPage, DEVICE_PAGE_SIZE } from '../paging';
import { DeviceDetailSchema, DevicePageSchema } from './devices.schemas';

export const fetchDevicePage = async (search: string, page: number, signal?: AbortSignal, size = DEVICE_PAGE_SIZE) =>
  boundPage(
    (await getJson('/medical-device', DevicePageSchema, { search, page, pagination: size }, signal)).data,
    'medical_devices',
    size,
    'GET /medical-device',
  );

export const fetchDevice = async (slug: string) =>
  (await getJson(`/medical-device/${encodeURIComponent(slug)}`, DeviceDetailSchema)).data;
