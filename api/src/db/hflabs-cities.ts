// Reads the project's copy of the HFLabs cities file (api/data/geo/city.csv, CC BY-SA 4.0: see the README beside it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { API_ROOT } from '../paths.ts';

const CITY_CSV = path.join(API_ROOT, 'data', 'geo', 'city.csv');

/** One row of the file, reduced to what the product uses. */
export interface HflabsCity {
  fiasId: string;
  name: string;
  /** "UTC+5" */
  timezone: string;
  lat: number;
  lon: number;
}

interface CsvRow {
  region: string;
  city: string;
  settlement: string;
  fias_id: string;
  timezone: string;
  geo_lat: string;
  geo_lon: string;
}

export async function readHflabsCities(): Promise<HflabsCity[]> {
  const rows: CsvRow[] = parse(await readFile(CITY_CSV, 'utf8'), { columns: true, skip_empty_lines: true });
  return rows.map((row) => ({
    fiasId: row.fias_id,
    // Federal cities (Moscow, Saint Petersburg, Sevastopol) have an empty `city`: their name is the region's.
    name: row.city || row.settlement || row.region,
    timezone: row.timezone,
    lat: Number(row.geo_lat),
    lon: Number(row.geo_lon),
  }));
}
