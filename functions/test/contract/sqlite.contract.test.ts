import { tempSqliteStore } from '../support/temp-sqlite';
import { runStoreContract } from './suite/store-contract';

runStoreContract('sqlite', async () => tempSqliteStore());
