-- Issue 36 (docs/decisions/campaign-vocative-and-unsubscribe.md): the seeded templates greet in the
-- vocative ({{greeting}}: "Dobrý den, Jano", or "Dobrý den" without a first name) and carry the
-- unsubscribe link ({{unsubscribe}}, in the recipient's language) in their footer. A template
-- without {{unsubscribe}} gets the link appended at the end of its body.
UPDATE "emailing_templates"
   SET "html_content" = replace(replace(replace(replace("html_content",
         'Dobrý den, {{fullName}},', '{{greeting}},'),
         'Dobrý den, {{firstName}},', '{{greeting}},'),
         'svým členům a klubům.</td>', 'svým členům a klubům.<br>{{unsubscribe}}</td>'),
         '{{federationName}}</p>', '{{federationName}}<br>{{unsubscribe}}</p>')
 WHERE "name" IN ('Zpravodaj', 'Oznámení') AND "html_content" NOT LIKE '%{{unsubscribe}}%';
