ALTER TABLE "person_roles" ADD COLUMN "paid_state_id" integer;--> statement-breakpoint
ALTER TABLE "person_roles" ADD COLUMN "approval_note" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_paid_state_id_paid_states_id_fk" FOREIGN KEY ("paid_state_id") REFERENCES "public"."paid_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_roles_approval_idx" ON "person_roles" USING btree ("approval_state_id","created_date","id");--> statement-breakpoint
-- The persons register (issue 29; docs/access.md, docs/decisions/persons-register.md): the office
-- and the unit managers (their unit) create and change persons; the office decides approvals,
-- merges duplicates and answers GDPR requests; club managers keep their club's people (the
-- read-only manager reads them); members read and keep their own profile. The Administrator
-- passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'person.create'),
    ('AdminExpertCommission', 'admin', 'person.update'),
    ('FedUnitManager', 'admin', 'person.create'),
    ('FedUnitManager', 'admin', 'person.update'),
    ('AdminExpertCommission', 'admin', 'person.approval.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'person.approval.list'),
    ('FedUnitManager', 'admin', 'person.approval.list'),
    ('AdminExpertCommission', 'admin', 'person.approval.decide'),
    ('AdminExpertCommission', 'admin', 'person.merge'),
    ('AdminExpertCommission', 'admin', 'person.gdpr'),
    ('ClubManager', 'club', 'person.list'),
    ('ClubManagerReadOnly', 'club', 'person.list'),
    ('ClubManager', 'club', 'person.create'),
    ('ClubManager', 'club', 'person.update'),
    ('PersonalMember', 'personal', 'profile.get'),
    ('PersonalMember', 'personal', 'profile.update')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Roles take the paid state of the approval state they are in (approval_states.paid_state_id:
-- draft → unpaid, rejected and cancelled → not required); the others keep none.
UPDATE person_roles r SET paid_state_id = s.paid_state_id
  FROM approval_states s WHERE s.id = r.approval_state_id AND s.paid_state_id IS NOT NULL;
