-- The economy's orders, price list and bank statements (issue 31; docs/decisions/economy-orders.md):
-- every admin role reads (a unit manager their unit's clubs), the office keeps the price list,
-- the orders and the payments, and imports bank statements; a club manager orders for the current
-- club, the read-only manager reads. The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'orders.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'orders.list'),
    ('AdminUnionCommision', 'admin', 'orders.list'),
    ('FedUnitManager', 'admin', 'orders.list'),
    ('AdminExpertCommission', 'admin', 'order.items.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'order.items.list'),
    ('AdminUnionCommision', 'admin', 'order.items.list'),
    ('FedUnitManager', 'admin', 'order.items.list'),
    ('AdminExpertCommission', 'admin', 'price.list.item.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'price.list.item.list'),
    ('AdminUnionCommision', 'admin', 'price.list.item.list'),
    ('FedUnitManager', 'admin', 'price.list.item.list'),
    ('AdminExpertCommission', 'admin', 'orders.update'),
    ('AdminExpertCommission', 'admin', 'price.list.item.update'),
    ('AdminExpertCommission', 'admin', 'bank.statement.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'bank.statement.list'),
    ('AdminExpertCommission', 'admin', 'bank.statement.update'),
    ('ClubManager', 'club', 'orders.list'),
    ('ClubManagerReadOnly', 'club', 'orders.list'),
    ('ClubManager', 'club', 'order.items.list'),
    ('ClubManagerReadOnly', 'club', 'order.items.list'),
    ('ClubManager', 'club', 'price.list.item.list'),
    ('ClubManagerReadOnly', 'club', 'price.list.item.list'),
    ('ClubManager', 'club', 'orders.update')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bank statements in the admin economy group, after the price list.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'admin', m.parent_id, 'bank-statements', 50, 'Bankovní výpisy', 'Bank statements', 'Import výpisů a párování plateb', 'Statement import and payment matching', 'building-bank', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'admin' AND m.key = 'orders'
   AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'admin' AND x.key = 'bank-statements');
--> statement-breakpoint
-- Invoice numbers and variable symbols start each year at 1 in their own series.
INSERT INTO invoice_number_series (year, type_id, last_number) VALUES (2026, 1, 0) ON CONFLICT DO NOTHING;
