import type { Config } from "../../config.ts";
import { customsMigrations } from "./customs/customs-migrations.ts";
import type { CustomsStore } from "./customs/customs-queries.ts";
import type { CustomsDatabase } from "./customs/customs-schema.ts";
import type { HealthStore } from "./health/health-form-queries.ts";
import { healthMigrations } from "./health/health-migrations.ts";
import type { HealthDatabase } from "./health/health-schema.ts";
import { migrateStore, openStore, storeLocation } from "./store-connection.ts";
import { tourismMigrations } from "./tourism/tourism-migrations.ts";
import type { TourismStore } from "./tourism/tourism-queries.ts";
import type { TourismDatabase } from "./tourism/tourism-schema.ts";

/** The agencies' separate stores (docs/decisions/016-agency-stores.md); core code never joins across them. */
export interface AgencyStores {
  customs: CustomsStore;
  tourism: TourismStore;
  health: HealthStore;
}

type StoreConfig = Pick<Config, "databaseUrl" | "sqliteFile" | "agencyDatabaseUrls">;

/** Opens each store and brings it to its latest migration. */
export async function openAgencyStores(config: StoreConfig): Promise<AgencyStores> {
  const locations = {
    customs: storeLocation(config, "customs"),
    tourism: storeLocation(config, "tourism"),
    health: storeLocation(config, "health"),
  };
  const stores: AgencyStores = {
    customs: openStore<CustomsDatabase>(locations.customs),
    tourism: openStore<TourismDatabase>(locations.tourism),
    health: openStore<HealthDatabase>(locations.health),
  };
  try {
    await migrateStore(stores.customs, locations.customs, customsMigrations);
    await migrateStore(stores.tourism, locations.tourism, tourismMigrations);
    await migrateStore(stores.health, locations.health, healthMigrations);
  } catch (error) {
    await closeAgencyStores(stores);
    throw error;
  }
  return stores;
}

export async function closeAgencyStores(stores: AgencyStores): Promise<void> {
  await Promise.all([stores.customs.destroy(), stores.tourism.destroy(), stores.health.destroy()]);
}
