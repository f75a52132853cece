import { runStoreContract } from '../../src/store/contract/store-contract';
import { tempSqliteStore } from '../support/temp-sqlite';

runStoreContract('sqlite', async () => tempSqliteStore());
