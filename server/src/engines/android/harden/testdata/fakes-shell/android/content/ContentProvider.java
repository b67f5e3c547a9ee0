package android.content;

public abstract class ContentProvider {}
