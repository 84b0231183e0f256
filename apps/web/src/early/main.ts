import { paintBalanceEarly } from './paint-balance-early';

paintBalanceEarly();
