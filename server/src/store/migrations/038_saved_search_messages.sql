-- 消息中心 tells of a saved search's new companies: how many it last told of since the user last opened the search
ALTER TABLE user_subscriptions ADD COLUMN last_message_count INTEGER NOT NULL DEFAULT 0;
