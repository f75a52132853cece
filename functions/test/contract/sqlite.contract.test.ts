import { runStoreContract } from './suite/store-contract';
import { tempSqliteStore } from '../support/temp-sqlite';

runStoreContract('sqlite', async () => tempSqliteStore());
