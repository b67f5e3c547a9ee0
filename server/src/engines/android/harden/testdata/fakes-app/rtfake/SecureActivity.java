package rtfake;

public class SecureActivity extends android.app.Activity {}
