import type { Db } from '../db/client.ts';

export interface DemoLogin {
  role: string;
  login: string;
  password: string;
  page: string;
}

/** The demo accounts of DESIGN.md section 4 (the auth work fills seedDemo in). */
export const DEMO_LOGINS: DemoLogin[] = [];

export async function seedDemo(db: Db): Promise<boolean> {
  void db;
  return false;
}
