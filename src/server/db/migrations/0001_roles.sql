-- The four roles of spec section 6 and their access levels (docs/decisions/0002-role-access-levels.md).
INSERT INTO "roles" ("name", "access_level") VALUES
  ('Admin', 100),
  ('Researcher', 50),
  ('Owner', 40),
  ('User', 10)
ON CONFLICT ("name") DO NOTHING;
