-- The audit log's page (issue 28) in the admin menu's "Správa", after the users: the Administrator's
-- (the page asks for audit.list, which only the super admin passes).
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'admin', m.id, 'audit', 15, 'Auditní záznamy', 'Audit log', 'Kdo co kdy změnil, přihlášení', 'Who changed what and when, sign-ins', 'list-details', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'admin' AND m.key = 'group-administration'
   AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'admin' AND x.key = 'audit');
