-- the client IP that asked for each SMS code: the per-IP sending limit counts these
ALTER TABLE sms_codes ADD COLUMN ip TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS sms_codes_ip ON sms_codes(ip, created_at);
